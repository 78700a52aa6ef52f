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
      roles: 'Roller',
      'edit-role': 'Redigera roll',
      'activity-logs': 'Aktivitetslogg',
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
      code: 'Verifieringskod',
      code_help: 'Den sexsiffriga koden från din autentiseringsapp, eller en av dina reservkoder.',
      verify: 'Verifiera och logga in',
      back: 'Tillbaka',
      insufficient_permissions: 'Otillräckliga behörigheter.',
    },
    profanities: {
      preamble:
        'Varje sökterm jämförs med orden i visningsnamn, klubbnamn och inlägg. En asterisk (*) är ett jokertecken för valfria bokstäver: "darn*" matchar "darn" och "darned". Skillnad mellan stora och små bokstäver ignoreras. En avvisad text anger vilket ord som utlöste den.',
      search: 'Sök på sökterm',
      term_format: 'Använd bokstäver, siffror, mellanslag, - och _, med * som jokertecken.',
    },
    users: {
      search: 'Sök e-post, visningsnamn eller namn',
      status: 'Status',
      active: 'Aktiv',
      suspended: 'Avstängd',
      suspended_since: 'Avstängd sedan %{date}',
      suspend: 'Stäng av',
      suspend_title: 'Stäng av %{name}',
      suspend_reason: 'Anledning',
      suspend_reason_required: 'Ange en anledning till avstängningen.',
      suspend_confirm: 'Stäng av användaren',
      suspended_done: 'Användaren stängdes av.',
      unsuspend: 'Häv avstängning',
      unsuspend_title: 'Häva avstängningen av %{name}?',
      unsuspend_message: 'Användaren kan logga in igen.',
      unsuspended_done: 'Avstängningen hävdes.',
      roles_save: 'Spara roller',
      roles_saved: 'Rollerna sparades.',
      none: 'Inga',
    },
    activity_logs: {
      search: 'Sök på händelse',
      properties: 'Egenskaper',
      events: {
        auth: {
          sign_in: 'Inloggning',
          sign_in_failed: 'Misslyckad inloggning',
          sign_out: 'Utloggning',
          password_changed: 'Lösenord ändrat',
          password_reset: 'Lösenord återställt',
          two_factor_enabled: 'Tvåfaktorsautentisering aktiverad',
          two_factor_disabled: 'Tvåfaktorsautentisering avaktiverad',
          permission_denied: 'Behörighet nekad',
        },
        users: {
          suspended: 'Användare avstängd',
          unsuspended: 'Avstängning hävd',
          updated: 'Användare uppdaterad',
          roles_changed: 'Användarens roller ändrade',
        },
        roles: {
          updated: 'Roll uppdaterad',
        },
      },
    },
    sections: {
      user_profile: 'Profil',
      user_address: 'Adress',
      user_status: 'Status',
      user_roles: 'Roller',
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
        suspended_at: 'Avstängd',
        roles: 'Roller',
      },
    },
    roles: {
      name: 'Roll |||| Roller',
      fields: { name: 'Namn', title: 'Titel', abilities: 'Förmågor', users_count: 'Användare' },
    },
    'activity-logs': {
      name: 'Aktivitetslogg |||| Aktivitetslogg',
      fields: {
        created_at: 'Tid',
        event: 'Händelse',
        actor_display_name: 'Utförd av',
        subject: 'Objekt',
        ip_address: 'IP-adress',
      },
    },
    profanities: {
      name: 'Svordom |||| Svordomar',
      fields: { search_term: 'Sökterm' },
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
