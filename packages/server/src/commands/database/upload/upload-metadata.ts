import type { UploadMetadataPost, UploadMetadataResponse } from '@sightline/core';
import { openColumnar } from './columnar-records.ts';
import { csvRecords, excelSheets } from './file-records.ts';
import { parquetPaths } from './file-source.ts';
import { headerNames, shapeTable } from './table-shape.ts';

type Items = UploadMetadataResponse['result']['items'];

/**
 * POST /api/v1/database/upload_metadata/ (Superset's `file_metadata` of each reader): the column
 * names of the file, per sheet for Excel, which the upload dialog offers for "Columns to read",
 * "Column data types", "Columns to be parsed as dates" and the index column.
 */
export async function uploadMetadata(path: string, form: UploadMetadataPost): Promise<Items> {
  const headerRow = form.header_row ?? 0;
  if (form.type === 'csv') {
    const records = csvRecords(path, { delimiter: form.delimiter ?? ',', skipInitialSpace: false });
    const shaped = await shapeTable(records, {
      skipRows: 0,
      headerRow,
      rowsToRead: 0,
      skipBlankLines: true,
      columnsRead: [],
      indexColumn: null,
      dataframeIndex: false,
      indexLabel: null,
    });
    await records.return(undefined);
    return [{ column_names: shaped.columns, sheet_name: null }];
  }
  if (form.type === 'excel') {
    const sheets = await excelSheets(path, headerRow + 1);
    return sheets.map((s) => ({
      sheet_name: s.name,
      column_names: s.records[headerRow] ? headerNames(s.records[headerRow]) : [],
    }));
  }
  const file = await openColumnar(await parquetPaths(path), []);
  file.close();
  return [{ column_names: file.columns.map((c) => c.name), sheet_name: null }];
}
