import type { PartialAppMessages } from './en';

/**
 * Swedish (partial). Every key missing here falls back to English; react-admin's own texts are
 * translated for the most visible actions only.
 */
export const sv: PartialAppMessages & { ra?: Record<string, Record<string, string>> } = {
  app: {
    name: 'Golfsimulatorplattformen',
    routes: {
      home: 'Start',
      login: 'Logga in',
      subscriptions: 'Prenumerationer',
      vouchers: 'Värdekoder',
      'vouchers-list': 'Lista över värdekoder',
      users: 'Användare',
      'edit-user': 'Redigera användare',
      tournaments: 'Turneringar',
      'add-tournament': 'Lägg till turnering',
      'edit-tournament': 'Redigera turnering',
      profanities: 'Svordomar',
      products: 'Produkter',
      hardware: 'Hårdvaruenheter',
      promotions: 'Kampanjer',
      mappacks: 'Banpaket',
      courses: 'Banor',
      'allocate-courses': 'Tilldela banor',
      settings: 'Inställningar',
      clubs: 'Klubbar',
      reports: 'Rapporter',
      'game-versions': 'Spelversioner',
      unauthorized: 'Obehörig',
      error: 'Fel',
      'not-found': 'Hittades inte',
    },
    language: {
      label: 'Språk',
    },
    auth: {
      email: 'E-post',
      password: 'Lösenord',
      sign_in: 'Logga in',
      insufficient_permissions: 'Otillräckliga behörigheter.',
    },
    errors: {
      network: 'Servern kunde inte nås. Kontrollera anslutningen och försök igen.',
    },
    feedback: {
      error_title: 'Något gick fel',
      ok: 'OK',
      cancel: 'Avbryt',
      confirm: 'Bekräfta',
    },
    pages: {
      home: {
        title: 'Välkommen till administrationen',
        body: 'Välj en sektion i menyn.',
      },
      not_found: {
        title: 'Sidan hittades inte',
        body: 'Det finns ingen sida på den här adressen.',
        home: 'Gå till startsidan',
      },
      unauthorized: {
        title: 'Obehörig',
        login: 'Logga in',
      },
      error: {
        title: 'Administrationen kunde inte starta',
        retry: 'Försök igen',
      },
    },
  },
  resources: {
    users: {
      name: 'Användare |||| Användare',
      fields: {
        display_name: 'Visningsnamn',
        first_name: 'Förnamn',
        last_name: 'Efternamn',
        email: 'E-post',
        updated_at: 'Uppdaterad',
      },
    },
    tournaments: {
      name: 'Turnering |||| Turneringar',
      fields: { title: 'Titel', start_at: 'Startar', end_at: 'Slutar', published_at: 'Publicerad' },
    },
  },
  ra: {
    action: {
      save: 'Spara',
      delete: 'Radera',
      edit: 'Redigera',
      create: 'Lägg till',
      search: 'Sök',
      cancel: 'Avbryt',
      confirm: 'Bekräfta',
      refresh: 'Uppdatera',
      back: 'Tillbaka',
    },
    auth: {
      sign_in: 'Logga in',
      logout: 'Logga ut',
      user_menu: 'Profil',
      password: 'Lösenord',
    },
    page: {
      dashboard: 'Start',
      not_found: 'Hittades inte',
      loading: 'Laddar',
    },
    navigation: {
      no_results: 'Inga resultat',
      page_rows_per_page: 'Rader per sida:',
    },
  },
};
