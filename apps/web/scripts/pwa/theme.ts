// The colours the installed app starts with, the light theme's (apps/web/app/app.css @theme).
export const THEME = { primary: '#5252cf', page: '#f4f4f7' } as const;
