// The × that closes a <dialog>: a form with method="dialog", so it closes without a script of
// its own, and a 44 px target for a thumb.
export function DialogClose({ label, className = "" }: { label: string; className?: string }) {
  return (
    <form method="dialog" className={className}>
      <button type="submit" aria-label={label} className="h-11 w-11 rounded-full text-xl hover:bg-slate-100">
        ×
      </button>
    </form>
  );
}
