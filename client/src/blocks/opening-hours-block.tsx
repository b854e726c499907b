import type { OpeningHoursProps } from '#shared/page-blocks/opening-hours/props.ts';
import { ContactLinks } from '../components/contact-links.tsx';
import { useSiteOptions } from '../content/site-settings.ts';
import './opening-hours-block.css';

export function OpeningHoursBlock({ title, address, hours }: OpeningHoursProps) {
  const { options } = useSiteOptions();
  const shownAddress = address.trim() || options.address;
  const rows = hours.filter((row) => row && typeof row.day === 'string' && row.day.trim());
  return (
    <section className="section">
      <div className="container opening">
        <div className="opening__where">
          {title ? <h2 className="section__title">{title}</h2> : null}
          {shownAddress ? <address className="opening__address">{shownAddress}</address> : null}
          <ContactLinks phone={options.phone} email={options.email} className="opening__contact" />
        </div>
        {rows.length > 0 ? (
          <table className="opening__hours">
            <caption className="visually-hidden">Opening hours</caption>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>
                    {row.open && row.close ? (
                      <>
                        <time>{row.open}</time> – <time>{row.close}</time>
                      </>
                    ) : (
                      'Closed'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
