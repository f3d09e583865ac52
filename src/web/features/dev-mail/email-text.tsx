const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** An email's plain text with its links clickable: verification and reset links are what people come for. */
export function EmailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-700">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
          <a key={index} href={part} className="font-medium text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
