/**
 * The back-office's English catalogue (complete). react-admin's own texts come from
 * ra-language-english and the shared catalogue of @golf/contracts is merged in under `contracts`.
 * Placeholders use polyglot's %{name} form.
 */
export const en = {
  app: {
    name: 'Golf Simulator Platform',
    routes: {
      home: 'Home',
      login: 'Log in',
      subscriptions: 'Subscriptions',
      vouchers: 'Vouchers',
      'vouchers-list': 'Voucher list',
      decrypt: 'Decrypt',
      users: 'Users',
      'edit-user': 'Edit user',
      tournaments: 'Tournaments',
      'add-tournament': 'Add tournament',
      'edit-tournament': 'Edit tournament',
      'wager-restrictions': 'Wager restrictions',
      'add-wager-restriction': 'Add wager restriction',
      'edit-wager-restriction': 'Edit wager restriction',
      profanities: 'Profanities',
      'add-profanity': 'Add profanity',
      'edit-profanity': 'Edit profanity',
      products: 'Products',
      'add-product': 'Add product',
      'edit-product': 'Edit product',
      hardware: 'Hardware devices',
      'add-hardware': 'Add hardware device',
      'edit-hardware': 'Edit hardware device',
      promotions: 'Promotions',
      'add-promotion': 'Add promotion',
      'edit-promotion': 'Edit promotion',
      mappacks: 'Map packs',
      'add-mappack': 'Add map pack',
      'edit-mappack': 'Edit map pack',
      courses: 'Courses',
      'add-course': 'Add course',
      'edit-course': 'Edit course',
      'allocate-courses': 'Allocate courses',
      settings: 'Settings',
      'add-setting': 'Add setting',
      'edit-setting': 'Edit setting',
      clubs: 'Clubs',
      'edit-club': 'Edit club',
      reports: 'Reports',
      'game-versions': 'Game versions',
      'add-game-version': 'Add game version',
      'edit-game-version': 'Edit game version',
      unauthorized: 'Unauthorized',
      error: 'Error',
      'access-denied': 'Access denied',
      'authentication-error': 'Authentication error',
      'not-found': 'Not found',
    },
    language: {
      label: 'Language',
      en: 'English',
      sv: 'Svenska',
    },
    auth: {
      email: 'E-mail',
      password: 'Password',
      sign_in: 'Sign in',
      insufficient_permissions: 'Insufficient permissions.',
      missing_token: 'The sign-in reply carried no session token.',
      init_failed: 'Your session could not be checked. Please log in again.',
    },
    errors: {
      network: 'Could not reach the server. Check the connection and try again.',
      chunk_load_title: 'Part of the back-office could not be loaded',
      chunk_load: 'Loading a script failed (%{type}: %{source}). Reload the page to continue.',
    },
    feedback: {
      error_title: 'Something went wrong',
      success_title: 'Done',
      confirm_title: 'Are you sure?',
      ok: 'OK',
      cancel: 'Cancel',
      confirm: 'Confirm',
      loading: 'Working, please wait…',
      cannot_join_wager_round_description:
        'You cannot join this wager round. Wager rounds need two-factor authentication, and wagering may be unavailable in some countries and US states.',
    },
    pages: {
      home: {
        title: 'Welcome to the back-office',
        body: 'Choose a section in the menu.',
      },
      not_found: {
        title: 'Page not found',
        body: 'There is no page at this address.',
        home: 'Go to the start page',
      },
      unauthorized: {
        title: 'Unauthorized',
        body: 'You do not have permission to open that page, so you have been logged out. Log in with an account that has the permission.',
        login: 'Log in',
      },
      error: {
        title: 'The back-office could not start',
        body: 'The enumerations could not be loaded from the server. Check the connection and try again.',
        retry: 'Try again',
      },
      access_denied: {
        body: 'Checking your permissions…',
      },
      placeholder: {
        body: 'This screen is not available yet.',
      },
      subscriptions: {
        selected: 'Subscription %{id}',
      },
    },
    enums: {
      loading: 'Loading…',
    },
    profanities: {
      preamble:
        'Search terms are matched against text that users write, such as display names, titles and posts. An asterisk (*) is a wildcard: "bad*" matches every word that starts with "bad". A rejected text names the word that triggered it.',
    },
    validation: {
      display_name: 'The display name must be 3 to 20 characters: letters, numbers, underscores and dashes.',
      prize_sum_min: 'The prize sum must be at least %{min}, or blank for no payout.',
    },
    vouchers_list: {
      search: 'Search by batch',
    },
    sections: {
      user_profile: 'Profile',
      user_address: 'Address',
      user_account: 'Account',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        display_name: 'Display name',
        first_name: 'First name',
        last_name: 'Last name',
        email: 'E-mail',
        phone: 'Phone',
        date_of_birth: 'Date of birth',
        locale: 'Language',
        street_address_1: 'Street address',
        street_address_2: 'Street address, line 2',
        care_of: 'Care of',
        zip: 'Postcode',
        city: 'City',
        state_in_country: 'State',
        country: 'Country',
        hcp: 'Handicap',
        referral_code: 'Referral code',
        suspend_reason: 'Suspension reason',
        mfa_enabled_at: 'Two-factor enabled',
        registration_completed_at: 'Registration completed',
        created_at: 'Created',
        updated_at: 'Updated',
      },
    },
    tournaments: {
      name: 'Tournament |||| Tournaments',
      fields: {
        id: 'ID',
        title: 'Title',
        start_at: 'Starts',
        end_at: 'Ends',
        published_at: 'Published',
        created_at: 'Created',
        max_players: 'Maximum players',
        winning_logic: 'Winning logic',
        prize_sum: 'Prize sum',
        formatted_prize_sum: 'Prize sum',
        prize_token_type: 'Prize currency',
        entry_fee: 'Entry fee',
        entry_fee_token_type: 'Entry fee currency',
        handicap_limit: 'Handicap limit',
      },
    },
    'wager-restrictions': {
      name: 'Wager restriction |||| Wager restrictions',
      fields: { id: 'ID', country_code: 'Country code', region_code: 'Region code' },
    },
    profanities: {
      name: 'Profanity |||| Profanities',
      fields: { id: 'ID', search_term: 'Search term' },
    },
    products: {
      name: 'Product |||| Products',
      fields: {
        id: 'ID',
        name: 'Name',
        type: 'Type',
        category: 'Category',
        sync_to_payment_provider: 'Sync to card payment provider',
        unlisted: 'Unlisted',
        max_qty: 'Maximum quantity per user',
        order_column: 'Order',
        available_qty: 'Available quantity',
      },
    },
    hardware: {
      name: 'Hardware device |||| Hardware devices',
      fields: { id: 'ID', title: 'Title', description: 'Description' },
    },
    promotions: {
      name: 'Promotion |||| Promotions',
      fields: { id: 'ID', name: 'Name', title: 'Title', active: 'Active' },
    },
    mappacks: {
      name: 'Map pack |||| Map packs',
      fields: { id: 'ID', title: 'Title' },
    },
    courses: {
      name: 'Course |||| Courses',
      fields: { id: 'ID', title: 'Title', category: 'Category', is_default: 'Default course' },
    },
    settings: {
      name: 'Setting |||| Settings',
      fields: { id: 'ID', display_name: 'Name', setting_key: 'Key', setting_value: 'Value' },
    },
    clubs: {
      name: 'Club |||| Clubs',
      fields: {
        id: 'ID',
        name: 'Name',
        cached_club_users_count: 'Members',
        created_at: 'Created',
        member_fee: 'Member fee',
        accepting_new_members: 'Accepting new members',
        accept_without_approval: 'Accept without approval',
      },
    },
    'game-versions': {
      name: 'Game version |||| Game versions',
      fields: { id: 'ID', version: 'Version', latest: 'Latest', created_at: 'Created', updated_at: 'Updated' },
    },
    'vouchers-list': {
      name: 'Voucher list |||| Voucher list',
      fields: {
        id: 'ID',
        status: 'Status',
        batch: 'Batch',
        content: 'Content',
        created_at: 'Created',
        updated_at: 'Updated',
      },
    },
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
type DeepPartial<T> = T extends string ? string : { [K in keyof T]?: DeepPartial<T[K]> };

export type AppMessages = Widen<typeof en>;
export type PartialAppMessages = DeepPartial<typeof en>;
