import type { MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's status colours (red for errors, orange, yellow, green, ...) with the shades it draws text and filled
 * buttons with made dark enough for WCAG AA (the default error red #fa5252 is 3.3:1 on white): what
 * `readablePalette` (lib/palette.ts) makes of each of Mantine's colours but gray and dark, written out. Working them
 * out in the browser was about a quarter of the first page's start-up task (4x CPU slowdown). `readable-colors.test.ts`
 * checks them against `readablePalette` and Mantine's colours, and prints them anew when Mantine's colours change.
 */
export const READABLE_COLORS: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#ac0505', '#980404', '#840303', '#700303'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#a01446', '#8e123e', '#7c1036', '#6a0e2e'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#811e9e', '#731b8d', '#65187c', '#57156b'],
  violet: ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#420dea', '#3d0cd7', '#380bc4', '#320ab1'],
  indigo: ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#0a34dd', '#092fc9', '#082ab5', '#0725a1'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#0f538e', '#0d487c', '#0b3d6a', '#093258'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0b6265', '#095053', '#073e41', '#052c2f'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0b6850', '#095642', '#074434', '#053226'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#29692b', '#235a25', '#1d4b1f', '#173c19'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#466c0c', '#3a5a0a', '#2e4808', '#223606'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#825d05', '#6e4f04', '#5a4103', '#463302'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#8d4602', '#793c02', '#653202', '#512802'],
};
