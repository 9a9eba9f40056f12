// The resource routes: addresses with no page and no locale (the request says which language to
// answer in). routes.ts registers each under its address (file and route id named alike) and the
// forms, links and fetchers call it from here, so each address is written once.
export const paths = {
  setLocale: '/set-locale',
  setTheme: '/set-theme',
  setView: '/set-view',
  setCountry: '/set-country',
  logout: '/logout',
  favorite: '/favorite',
  saveSearch: '/save-search',
  notificationsMenu: '/notifications-menu',
  postUpload: '/post-upload',
  adminExport: '/admin-export',
  myDataExport: '/my-data-export',
} as const;
