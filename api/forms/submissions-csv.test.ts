import t from 'tap';
import { submissionsToCsv } from './submissions-csv.ts';

t.test('quotes, unions the field names and defuses formulas', async (t) => {
  const csv = submissionsToCsv([
    {
      id: 1,
      form: 'contact',
      created_at: '2024-01-01 10:00:00',
      fields: { name: 'Ana', message: 'Hi, "there"\nbye' },
    },
    {
      id: 2,
      form: 'join',
      created_at: '2024-01-02 10:00:00',
      fields: { name: '=HYPERLINK("x")', truck: 'Tacos' },
    },
  ]);
  t.equal(
    csv,
    'id,form,created_at,message,name,truck\r\n' +
      '1,contact,2024-01-01 10:00:00,"Hi, ""there""\nbye",Ana,\r\n' +
      `2,join,2024-01-02 10:00:00,,"'=HYPERLINK(""x"")",Tacos\r\n`,
  );
});
