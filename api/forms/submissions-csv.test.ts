import t from 'tap';
import type { Submission } from '#shared/schemas/forms.ts';
import { submissionsToCsv } from './submissions-csv.ts';

const unread = { status: 'new', read_at: null, handled_at: null, handled_by: null } as const;

t.test('quotes, unions the field names and defuses formulas', async (t) => {
  const csv = submissionsToCsv([
    {
      id: 1,
      form: 'contact',
      created_at: '2024-01-01 10:00:00',
      fields: { name: 'Ana', message: 'Hi, "there"\nbye' },
      ...unread,
    },
    {
      id: 2,
      form: 'join',
      created_at: '2024-01-02 10:00:00',
      fields: { name: '=HYPERLINK("x")', truck: 'Tacos', '+cmd': '@SUM(A1)', phone: '-1' },
      status: 'handled',
      read_at: '2024-01-02 11:00:00',
      handled_at: '2024-01-03 09:00:00',
      handled_by: { id: 1, name: 'Ed Itor' },
    } satisfies Submission,
  ]);
  t.equal(
    csv,
    "id,form,created_at,status,handled_at,'+cmd,message,name,phone,truck\r\n" +
      '1,contact,2024-01-01 10:00:00,new,,,"Hi, ""there""\nbye",Ana,,\r\n' +
      `2,join,2024-01-02 10:00:00,handled,2024-01-03 09:00:00,'@SUM(A1),,"'=HYPERLINK(""x"")",'-1,Tacos\r\n`,
  );
});

t.test('no submissions: the header alone', async (t) => {
  t.equal(submissionsToCsv([]), 'id,form,created_at,status,handled_at\r\n');
});
