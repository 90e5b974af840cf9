import type { ReactNode } from 'react';
import * as styles from './Table.css.js';

export interface TableProps {
  /** The first row, rendered as column headers (behaviour §2 editorial table with a header row). */
  header: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
  caption?: ReactNode;
}

/** A simple data table with a header row, scrolling sideways on narrow screens. */
export function Table({ header, rows, caption }: TableProps) {
  return (
    <div className={styles.wrapper} data-slot="table">
      <table className={styles.table} data-slot="table-element">
        {caption ? <caption className={styles.caption}>{caption}</caption> : null}
        <thead data-slot="table-head">
          <tr>
            {header.map((cell, index) => (
              <th
                key={index}
                scope="col"
                className={styles.headerCell}
                data-slot="table-header-cell"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-slot="table-body">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} data-slot="table-row">
              {row.map((cell, index) => (
                <td key={index} className={styles.cell} data-slot="table-cell">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
