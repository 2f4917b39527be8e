import type { MenuItem } from "@contract";
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { keepFocusInside } from "~/lib/dialog";
import { isCurrentPath } from "~/lib/menu";
import { useHydrated } from "~/lib/use-hydrated";

import { CloseIcon, MenuIcon } from "./icons";

type DrawerProps = { menu: MenuItem[]; memberName: string | null; compareCount: number };

const BUTTON = "flex min-h-11 min-w-11 flex-col items-center justify-center text-[11px] leading-tight";

// The categories on a phone. With JavaScript a modal <dialog> sliding in from the start
// (focus moves in and stays there, Escape closes, focus goes back to the button); without it
// a <details> disclosure that opens the same links under the header.
export function MenuDrawer(props: DrawerProps) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location]);

  if (!hydrated) {
    return (
      <details className="lg:hidden">
        <summary className={`${BUTTON} cursor-pointer list-none marker:hidden`}>
          <MenuIcon />
          Menu
        </summary>
        <div className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-surface px-4 pb-4 shadow-lg">
          <MenuLinks {...props} />
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={`${BUTTON} lg:hidden`}
        onClick={() => dialog.current?.showModal()}
      >
        <MenuIcon />
        Menu
      </button>
      {/* Tab wraps inside; Escape is the dialog's own. */}
      <dialog
        ref={dialog}
        aria-label="Menu"
        onKeyDown={keepFocusInside}
        onClose={() => button.current?.focus()}
        className="m-0 h-full max-h-none w-[300px] max-w-[85vw] bg-surface p-4 text-slate-900 backdrop:bg-black/40"
      >
        <button type="button" className={`${BUTTON} ms-auto`} onClick={() => dialog.current?.close()}>
          <CloseIcon />
          Close
        </button>
        <MenuLinks {...props} />
      </dialog>
    </>
  );
}

function MenuLinks({ menu, memberName, compareCount }: DrawerProps) {
  const location = useLocation();
  const current = (path: string) => (isCurrentPath(path, location) ? "page" : undefined);
  return (
    <nav aria-label="Main">
      <ul className="divide-y divide-slate-200">
        {menu.map((item) => (
          <li key={item.path} className="py-1">
            <Link to={item.path} aria-current={current(item.path)} className="menu-link font-medium">
              {item.title}
            </Link>
            {item.children.length > 0 && (
              <ul className="ms-3 grid grid-cols-2 gap-x-2 text-sm">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <Link to={child.path} aria-current={current(child.path)} className="menu-link">
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li className="py-1">
          <Link to="/compare" className="menu-link">
            Compare{compareCount > 0 && ` (${compareCount})`}
          </Link>
        </li>
        {memberName && (
          <li className="py-1">
            <Form method="post" action="/logout">
              <button type="submit" className="menu-link w-full text-start">
                Sign out
              </button>
            </Form>
          </li>
        )}
      </ul>
    </nav>
  );
}
