export function App() {
  return <main className="p-8 text-lg">Agency Portal</main>;
}
