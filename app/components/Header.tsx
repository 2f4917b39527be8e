import { Form, Link, NavLink } from "@remix-run/react";
import type { MenuItem } from "@contract";

type HeaderProps = { menu: MenuItem[]; shopName: string; memberName: string | null };

export function Header({ menu, shopName, memberName }: HeaderProps) {
  return (
    <header className="border-b border-slate-200">
      <div className="bg-slate-900 text-xs text-slate-100">
        <p className="mx-auto max-w-container px-4 py-1.5">Free delivery on orders over $50 · Easy 30-day returns</p>
      </div>
      <div className="mx-auto flex max-w-container flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight text-theme">
          {shopName}
        </Link>
        <Form method="get" action="/search" role="search" className="order-last flex w-full md:order-none md:w-auto md:flex-1">
          <label htmlFor="header-search" className="sr-only">
            Search products
          </label>
          <input
            id="header-search"
            type="search"
            name="q"
            placeholder="Search products"
            maxLength={100}
            className="w-full rounded-l-md border border-slate-300 px-3 py-2 text-sm"
          />
          <button type="submit" className="rounded-r-md bg-theme px-4 text-sm font-medium text-white">
            Search
          </button>
        </Form>
        <nav aria-label="Account" className="ml-auto flex items-center gap-4 text-sm">
          {memberName ? (
            <>
              <Link to="/member/profile">Hi, {memberName}</Link>
              <Form method="post" action="/logout">
                <button type="submit" className="underline underline-offset-4">
                  Sign out
                </button>
              </Form>
            </>
          ) : (
            <Link to="/login">Sign in</Link>
          )}
          <Link to="/member/wishlist">Wishlist</Link>
          <Link to="/cart">Cart</Link>
        </nav>
      </div>
      <MainMenu menu={menu} />
    </header>
  );
}

// Sub-menus open on hover and on keyboard focus; a plain list of links without JavaScript.
function MainMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label="Main" className="mx-auto max-w-container px-4">
      <ul className="flex flex-wrap gap-x-6 text-sm font-medium">
        {menu.map((item) => (
          <li key={item.path} className="group relative">
            <NavLink to={item.path} className="inline-block py-3 hover:text-theme">
              {item.title}
            </NavLink>
            {item.children.length > 0 && (
              <ul className="invisible absolute left-0 top-full z-30 w-[300px] rounded-b-md border border-slate-200 bg-white py-2 shadow-lg group-focus-within:visible group-hover:visible">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <Link to={child.path} className="block px-4 py-2 hover:bg-slate-50 hover:text-theme">
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
