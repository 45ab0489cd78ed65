/**
 * The icons the product uses, bundled as SVG path data (24×24, stroked) so nothing depends on the
 * network. Drawn for this project.
 */
export const bundledIcons = {
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  'circle-alert': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v5.5M12 16.5v.01',
  'circle-check': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.8 2.8L16 9.5',
  'circle-help': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01',
  'circle-x': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  clipboard: 'M9 3h6v3H9zM7 4.5H5V21h14V4.5h-2M9 13l2 2 4-4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  close: 'M6 6l12 12M18 6L6 18',
  gauge: 'M4 15a8 8 0 0 1 16 0M12 15l4-4M4 19h16',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  'log-in': 'M3 12h11M10 8l4 4-4 4M13 4h6v16h-6',
  'log-out': 'M10 12h11M17 8l4 4-4 4M13 4H5v16h8',
  menu: 'M4 6h16M4 12h16M4 18h16',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  quote: 'M4 18v-5c0-4 2-6.5 5-7.5M4 13h5v5H4M14 18v-5c0-4 2-6.5 5-7.5M14 13h5v5h-5',
  scroll: 'M6 4h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M9 9h7M9 13h7M9 17h4',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM12 8v8M9 11h6',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.2.8 3.5 3 3.5 6',
} as const;

export type IconName = keyof typeof bundledIcons;
