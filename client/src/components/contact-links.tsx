/** The site's phone (a `tel:` link with only digits and `+`) and email (a `mailto:` link), as a list. */
export function ContactLinks({
  phone,
  email,
  className,
}: {
  phone: string;
  email: string;
  className: string;
}) {
  if (!phone && !email) return null;
  return (
    <ul className={className}>
      {phone ? (
        <li>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
    </ul>
  );
}
