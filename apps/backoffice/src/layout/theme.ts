import type { Components, Theme } from '@mui/material';
import { type RaThemeOptions, defaultDarkTheme, defaultLightTheme } from 'react-admin';

/**
 * Long words staff type (a 100-character product name, an e-mail address, a voucher batch with no
 * space) wrap instead of widening the page or pushing the other columns and the buttons out of sight.
 *
 * - Page content and dialogs: `overflow-wrap: anywhere`, inherited by everything inside. Unlike
 *   `break-word` it also lets a flex item or a table column holding such a word shrink to fit.
 * - Table headers keep their words whole, so a column is never narrower than its header's longest word.
 * - A react-admin table (DataTable: the resource lists, and the tables on edit and show pages) scrolls
 *   sideways inside its own box when its columns do not fit, never the page or the card around it.
 *   Below md (phones and tablets) its cells break a long word at 16em instead of anywhere: with many
 *   columns, the word's column would otherwise shrink to its header's width (a name four letters a
 *   line). From md up they break anywhere, so a list fits beside the menu as far as its headers allow.
 * - Other tables have no box of their own to scroll in, so their cells break anywhere and fit.
 * - Buttons and toggle buttons keep their (short, translated) words whole: beside a full-width field
 *   they would otherwise shrink to a letter or two a line ("GIV / E" on the course allocation screen).
 */
const wrapLongWords = {
  RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { overflowWrap: 'anywhere' } } } },
  MuiDialog: { styleOverrides: { paper: { overflowWrap: 'anywhere' } } },
  MuiTableCell: { styleOverrides: { head: { overflowWrap: 'normal' } } },
  MuiButton: { styleOverrides: { root: { overflowWrap: 'normal' } } },
  MuiToggleButton: { styleOverrides: { root: { overflowWrap: 'normal' } } },
  RaDataTable: {
    styleOverrides: {
      root: ({ theme }) => ({
        // At most as wide as its container, also where a form's column sizes it to its content.
        maxWidth: '100%',
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        [theme.breakpoints.down('md')]: {
          '& .MuiTableCell-body': { overflowWrap: 'break-word', maxWidth: '16em' },
        },
      }),
    },
  },
  // A list's flex column may shrink below its table's width (the table scrolls instead, above).
  RaList: {
    styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
  },
} satisfies Components<Theme> & RaThemeOptions['components'];

function withLongWordWrapping(base: RaThemeOptions): RaThemeOptions {
  const cell = base.components?.MuiTableCell;
  return {
    ...base,
    components: {
      ...base.components,
      ...wrapLongWords,
      // react-admin's own cell rules (the checkbox column's padding) stay.
      MuiTableCell: {
        ...cell,
        styleOverrides: { ...cell?.styleOverrides, ...wrapLongWords.MuiTableCell.styleOverrides },
      },
    },
  };
}

/** react-admin's default light and dark themes (dark follows the system setting), with the rules above. */
export const lightTheme = withLongWordWrapping(defaultLightTheme);
export const darkTheme = withLongWordWrapping(defaultDarkTheme);
