import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { badRequest } from '../http/errors';

/** A meeting provider's report of a large class stays well under this; more is a wrong file. */
const MAX_ROWS = 5000;
/** Refused rows named in the error, so a long list of mistakes still fits beside the field. */
const NAMED_REFUSALS = 10;

const email = z.email();

export interface ReportRow {
  /** The row's line in the file (the header is line 1), as the person sees it in a spreadsheet. */
  row: number;
  email: string;
  minutes: number;
}

/**
 * Reads a meeting provider's attendance report: a header naming an e-mail column and a minutes column (Zoom's
 * "User Email" and "Duration (Minutes)", or plain "email" and "minutes"), then one row per join. Every row is
 * checked before anything is saved; any refused row refuses the file, naming the rows and why.
 */
export async function readAttendanceReport(file: File): Promise<ReportRow[]> {
  if (!/\.csv$/i.test(file.name))
    throw badRequest('Upload the attendance report as a .csv file.', {
      file: 'Only .csv files are accepted.',
    });
  let records: string[][];
  try {
    records = parse(await file.text(), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch {
    throw badRequest('The attendance report is not a readable CSV file.', {
      file: 'The file is not CSV: check its quotes and commas.',
    });
  }
  const header = (records.shift() ?? []).map((cell) => cell.toLowerCase());
  const emailColumn = header.findIndex((cell) => /e-?mail/.test(cell));
  const minutesColumn = header.findIndex((cell) => /minutes|duration/.test(cell));
  if (emailColumn < 0 || minutesColumn < 0)
    throw badRequest('The attendance report needs an email column and a minutes column.', {
      file: 'The first row must name the columns, e.g. "email,minutes".',
    });
  if (records.length === 0)
    throw badRequest('The attendance report lists nobody.', { file: 'No rows under the header.' });
  if (records.length > MAX_ROWS)
    throw badRequest(`An attendance report may have at most ${MAX_ROWS} rows.`, {
      file: `This file has ${records.length} rows.`,
    });
  const rows: ReportRow[] = [];
  const refused: string[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const address = (record[emailColumn] ?? '').trim();
    const minutesText = (record[minutesColumn] ?? '').trim();
    const minutes = Number(minutesText);
    if (!email.safeParse(address).success)
      refused.push(`Row ${line}: "${address.slice(0, 60)}" is not an e-mail address.`);
    else if (minutesText === '' || !Number.isFinite(minutes) || minutes < 0)
      refused.push(`Row ${line}: minutes "${minutesText.slice(0, 20)}" is not a number of minutes.`);
    else rows.push({ row: line, email: address.toLowerCase(), minutes });
  });
  if (refused.length > 0) {
    const more = refused.length > NAMED_REFUSALS ? ` And ${refused.length - NAMED_REFUSALS} more.` : '';
    throw badRequest(
      `${refused.length === 1 ? 'One row' : `${refused.length} rows`} of the attendance report ${refused.length === 1 ? 'is' : 'are'} refused; nothing was saved.`,
      { file: refused.slice(0, NAMED_REFUSALS).join(' ') + more },
    );
  }
  return rows;
}
