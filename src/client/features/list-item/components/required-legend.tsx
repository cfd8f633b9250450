/** The legend of a required group of choices, with the same * as Field's required label. */
export function RequiredLegend({ children }: { children: string }) {
  return (
    <legend className="mb-1.5 text-sm font-medium text-ink">
      {children}
      <span aria-hidden="true" className="ms-0.5 text-danger-600">
        *
      </span>
    </legend>
  );
}
