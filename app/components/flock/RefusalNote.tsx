/** The server's refusal of one of the page's forms, announced at once (role="alert"); nothing when there is none. */
export function RefusalNote({ message, className = "" }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`font-medium text-danger ${className}`}>
      {message}
    </p>
  );
}
