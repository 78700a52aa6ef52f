/**
 * The error table: every error the platform can answer with, keyed by a stable key.
 *
 * - `code` is the numeric `error_info.code`. The spec's http_error_type numbers are kept
 *   (10, 100, 101); the rest are ours, grouped by area (docs/errors.md is generated from this table):
 *   1–99 general, 1001 authentication, 1501 users, 2001 strokes, 3001 rounds, 4001 store,
 *   5001 clubs, 6001 tournaments, 7001 friends, 8001 real-time, 9001 other, 10001 launch monitors,
 *   11001 files, 12001 content, 13001 game environment.
 * - `status` is the HTTP status the API answers with.
 * - The message is `errors.<key>` in the i18n catalogues.
 *
 * Codes never change once released; add new keys instead.
 */
export const errorDefinitions = {
  // General (HTTP and API conventions)
  'general.something_went_wrong': { code: 1, status: 500 },
  'general.validation_failed': { code: 2, status: 422 },
  'general.not_found': { code: 3, status: 404 },
  'general.method_not_allowed': { code: 4, status: 405 },
  'general.malformed_json': { code: 5, status: 400 },
  'general.payload_too_large': { code: 6, status: 413 },
  'general.unsupported_api_version': { code: 7, status: 404 },
  'general.unsupported_media_type': { code: 8, status: 415 },
  'general.too_many_requests': { code: 9, status: 429 },
  'general.service_unavailable': { code: 11, status: 503 },
  'general.bad_request': { code: 12, status: 400 },
  // A number too large for the column it is written to (PostgreSQL numeric_value_out_of_range, 22003):
  // the safety net behind the economy's own limits (docs/economy.md).
  'general.number_out_of_range': { code: 13, status: 422 },
  // Raised by Node's HTTP parser before there is a request (see the server's clientErrorHandler).
  'general.headers_too_large': { code: 14, status: 431 },
  'general.request_timeout': { code: 15, status: 408 },
  // Request hardening (docs/api-conventions.md): a JSON body nested too deep, a path the router
  // cannot decode or whose parameter is too long, /metrics without its token.
  'general.json_too_deep': { code: 16, status: 400 },
  'general.malformed_url': { code: 17, status: 400 },
  'general.uri_too_long': { code: 18, status: 414 },
  'general.metrics_token_required': { code: 19, status: 401 },

  // Spec http_error_type (section 3): numbers fixed by the spec, read by the clients.
  // 10 drives the back-office error modal's "cannot join wager round" text.
  'rounds.cannot_join_wager_round': { code: 10, status: 403 },
  'auth.two_factor_required': { code: 100, status: 403 },
  'auth.invalid_two_factor': { code: 101, status: 422 },

  // Authentication (1001–1499): sign-in, passwords, tokens, second factor, e-mail verification.
  // Never 401 for a wrong second factor: the clients log out on any 401.
  'auth.credentials_do_not_match': { code: 1001, status: 401 },
  'auth.too_many_login_attempts': { code: 1002, status: 429 },
  'auth.missing_license': { code: 1003, status: 403 },
  'auth.user_not_found': { code: 1004, status: 404 },
  'auth.user_disabled': { code: 1005, status: 403 },
  'auth.invalid_credentials': { code: 1006, status: 401 },
  'auth.invalid_email': { code: 1007, status: 422 },
  'auth.wrong_password': { code: 1008, status: 401 },
  'auth.weak_password': { code: 1009, status: 422 },
  'auth.email_already_in_use': { code: 1010, status: 409 },
  'auth.passwords_do_not_match': { code: 1011, status: 422 },
  'auth.emails_do_not_match': { code: 1012, status: 422 },
  'auth.reset_email_failed': { code: 1013, status: 503 },
  'auth.reset_failed': { code: 1014, status: 422 },
  'auth.invalid_device_name': { code: 1015, status: 422 },
  'auth.invalid_token': { code: 1016, status: 401 },
  'auth.game_identifier_failed': { code: 1017, status: 422 },
  'auth.unauthorized': { code: 1018, status: 401 },
  'auth.insufficient_permissions': { code: 1019, status: 403 },
  'auth.invalid_verification_code': { code: 1020, status: 422 },
  'auth.too_many_attempts': { code: 1021, status: 429 },
  'auth.phone_already_enrolled': { code: 1022, status: 409 },
  'auth.email_not_verified': { code: 1023, status: 403 },
  'auth.verification_code_send_failed': { code: 1024, status: 503 },
  'auth.verified_email_required': { code: 1025, status: 403 },
  'auth.verification_email_throttled': { code: 1026, status: 429 },
  // Not in the spec's catalogue: a password change must pick a password other than the current one.
  'auth.password_unchanged': { code: 1027, status: 422 },
  // A reset link whose password has been set already (opening it again, or sending its form twice).
  'auth.reset_link_used': { code: 1028, status: 410 },
  // A browser page at an address the server does not trust (CORS_ORIGINS) signing in or writing with a cookie.
  'auth.untrusted_origin': { code: 1029, status: 403 },
  // A session a password change or reset elsewhere ended, told to whoever still presents it (decision 0124).
  'auth.session_ended_password_changed': { code: 1030, status: 401 },

  // Users (1501–1999): account suspension, purchase limit, entitlements.
  'users.account_disabled': { code: 1501, status: 403 },
  'users.already_disabled': { code: 1502, status: 409 },
  'users.not_disabled': { code: 1503, status: 409 },
  'users.purchase_limit_waiting_period': { code: 1504, status: 422 },
  'users.missing_software_download': { code: 1505, status: 403 },
  'users.cannot_disable_self': { code: 1506, status: 403 },
  // Staff acting on accounts (docs/identity.md): only an administrator acts on an administrator's account;
  // the last administrator keeps the role; the administrator role keeps every ability; and nobody
  // changes their own wallet, unlocks, subscriptions (or, unless an administrator, roles) in the back-office.
  'users.administrator_protected': { code: 1507, status: 403 },
  'users.last_administrator': { code: 1508, status: 409 },
  'users.administrator_role_fixed': { code: 1509, status: 409 },
  'users.cannot_act_on_self': { code: 1510, status: 403 },
  // The platform's own accounts, which hold fees (decision 0120): staff view them and change nothing.
  'users.system_account': { code: 1511, status: 403 },
  // A session a suspension ended, told (with the reason) to whoever still presents it (decision 0124);
  // 401 like any ended session, so every client signs out.
  'users.session_ended_suspended': { code: 1512, status: 401 },

  // Strokes (2001–2999): recording shots during play.
  'strokes.pending_stroke': { code: 2001, status: 409 },
  'strokes.invalid_hole': { code: 2002, status: 422 },
  'strokes.mulligan_not_possible': { code: 2003, status: 422 },
  'strokes.no_ongoing_round': { code: 2004, status: 422 },
  // Not in the spec's catalogue: only a putt is conceded, from the green (decision 0123).
  'strokes.concede_not_on_green': { code: 2005, status: 422 },

  // Rounds (3001–3999): creating, inviting to and joining rounds, wagers.
  'rounds.friend_lacks_feature': { code: 3001, status: 422 },
  'rounds.gimme_distance_not_on_mobile': { code: 3002, status: 422 },
  'rounds.tournament_started': { code: 3003, status: 422 },
  'rounds.unplayable_state': { code: 3004, status: 422 },
  'rounds.not_allowed': { code: 3005, status: 403 },
  'rounds.max_players_reached': { code: 3006, status: 422 },
  'rounds.cannot_join': { code: 3007, status: 422 },
  'rounds.hardware_mismatch': { code: 3008, status: 422 },
  'rounds.hardware_required': { code: 3009, status: 422 },
  'rounds.already_joined': { code: 3010, status: 409 },
  'rounds.hole_required': { code: 3011, status: 422 },
  'rounds.connected_to_other_game': { code: 3012, status: 409 },
  'rounds.too_few_players_for_match_play': { code: 3013, status: 422 },
  'rounds.user_already_local': { code: 3014, status: 409 },
  'rounds.invalid_invite': { code: 3015, status: 422 },
  'rounds.single_player_wager': { code: 3016, status: 422 },
  'rounds.course_unavailable': { code: 3017, status: 422 },
  'rounds.no_tokens': { code: 3018, status: 422 },
  'rounds.wager_limit_reached': { code: 3019, status: 422 },
  'rounds.wager_restricted': { code: 3020, status: 403 },
  'rounds.only_host_can_invite': { code: 3021, status: 403 },
  'rounds.title_required': { code: 3022, status: 422 },
  'rounds.round_full': { code: 3023, status: 422 },
  'rounds.joined_locally': { code: 3024, status: 409 },
  'rounds.closed': { code: 3025, status: 422 },
  'rounds.unavailable': { code: 3026, status: 404 },
  // Not in the spec's catalogue (docs/rounds-and-play.md): cancelling or leaving a round once play has begun,
  // the host leaving their own round (they cancel it instead), and a join code no round has.
  'rounds.already_started': { code: 3027, status: 422 },
  'rounds.host_cannot_leave': { code: 3028, status: 422 },
  'rounds.unknown_join_code': { code: 3029, status: 404 },
  // Wagering (docs/wagering.md): the coin_wagering feature is needed to create or join a wager round,
  // and a round held for review can be resolved only once.
  'rounds.wager_feature_required': { code: 3030, status: 403 },
  'rounds.wager_not_in_review': { code: 3031, status: 422 },
  // A title longer than ROUND_TITLE_MAX is refused, naming the limit, rather than cut.
  'rounds.title_too_long': { code: 3032, status: 422 },

  // Store (4001–4999): purchases and spending limits. Insufficient funds is 422, never 402.
  'store.max_quantity_reached': { code: 4001, status: 422 },
  'store.insufficient_funds': { code: 4002, status: 422 },
  'store.purchase_limit_reached': { code: 4003, status: 422 },
  'store.purchase_not_authorized': { code: 4004, status: 403 },
  // Not in the spec's catalogue; the economy issue needs them (docs/economy.md):
  // stock exhausted, refusing to refund spent coins, an illegal order transition, and buying
  // something that has no price to buy (an external offer links out).
  'store.out_of_stock': { code: 4005, status: 422 },
  'store.coins_already_spent': { code: 4006, status: 422 },
  'store.invalid_order_state': { code: 4007, status: 409 },
  'store.not_purchasable': { code: 4008, status: 422 },
  // A subscription plan is bought once per period: not while it is active or a checkout for it is open.
  'store.plan_already_active': { code: 4009, status: 409 },
  'store.checkout_already_open': { code: 4010, status: 409 },
  // A staff wallet adjustment that would take the balance below zero (the ledger's "insufficient funds").
  'store.adjustment_exceeds_balance': { code: 4011, status: 422 },
  // A credit that would take a wallet past the largest balance it can hold (STORED_AMOUNT_MAX).
  'store.balance_limit_reached': { code: 4012, status: 422 },
  // An order idempotency key sent again with another price or quantity (the same ones replay).
  'store.idempotency_key_reused': { code: 4013, status: 409 },
  // A map pack a store product sells cannot be removed.
  'store.map_pack_in_use': { code: 4014, status: 409 },
  // Players own it: removing it would take bought courses away (coin sales are final).
  'store.map_pack_owned': { code: 4019, status: 409 },
  // Deleting a subscription plan: not the legacy plan (setting legacy_subscription_id), nor one
  // that orders or user subscriptions refer to.
  'store.plan_is_legacy': { code: 4015, status: 409 },
  'store.plan_has_orders': { code: 4016, status: 409 },
  'store.plan_has_subscribers': { code: 4017, status: 409 },
  // A money purchase under a monthly limit in a currency the setting purchase_limit_exchange_rates
  // cannot convert into the limit's currency: refused rather than counted wrongly.
  'store.exchange_rate_missing': { code: 4018, status: 422 },
  // Staff other than administrators credit at most the setting staff_credit_cap per UTC day (decisions 0059, 0096).
  'store.staff_credit_cap_exceeded': { code: 4020, status: 403 },

  // Clubs (5001–5999): membership, roles and club creation.
  'clubs.not_invited': { code: 5001, status: 403 },
  'clubs.closed': { code: 5002, status: 422 },
  'clubs.already_joined': { code: 5003, status: 409 },
  'clubs.member_not_pending': { code: 5004, status: 409 },
  'clubs.administrator_required': { code: 5005, status: 422 },
  'clubs.cannot_assign_role': { code: 5006, status: 403 },
  'clubs.user_not_member': { code: 5007, status: 404 },
  'clubs.insufficient_funds': { code: 5008, status: 422 },
  'clubs.max_active_clubs_reached': { code: 5009, status: 422 },
  // Ours (5010–5029): a private club's feed and members are for members only (docs/clubs.md).
  'clubs.members_only': { code: 5010, status: 403 },
  // Settings, badge, cover and invites are the administrators'; pinning, announcing and hiding the moderators'.
  'clubs.administrators_only': { code: 5011, status: 403 },
  'clubs.moderators_only': { code: 5012, status: 403 },
  // Joining a club whose member fee the wallet cannot cover (the fee's token named).
  'clubs.insufficient_funds_to_join': { code: 5013, status: 422 },
  'clubs.already_invited': { code: 5014, status: 409 },
  'clubs.name_taken': { code: 5015, status: 409 },
  // A post or comment is removed by its author, or by the club's administrators and moderators.
  'clubs.cannot_remove_post': { code: 5016, status: 403 },
  // Only the round's host shares it with a club, and only a round not yet started.
  'clubs.round_not_shareable': { code: 5017, status: 422 },

  // Tournaments (6001–6999): editing tournaments and their rounds, eligibility to join.
  'tournaments.changes_not_allowed': { code: 6001, status: 422 },
  'tournaments.max_rounds': { code: 6002, status: 422 },
  'tournaments.settings_mismatch': { code: 6003, status: 422 },
  'tournaments.round_date': { code: 6004, status: 422 },
  'tournaments.handicap_too_high': { code: 6005, status: 422 },
  'tournaments.hardware_not_allowed': { code: 6006, status: 422 },
  'tournaments.invalid_winning_logic': { code: 6007, status: 422 },
  'tournaments.last_round_unplayed': { code: 6008, status: 422 },
  'tournaments.missing_course': { code: 6009, status: 422 },
  // Entering, playing and reviewing (docs/tournaments.md).
  'tournaments.not_open': { code: 6010, status: 422 },
  'tournaments.full': { code: 6011, status: 422 },
  'tournaments.already_entered': { code: 6012, status: 409 },
  'tournaments.feature_required': { code: 6013, status: 403 },
  'tournaments.no_tokens': { code: 6014, status: 422 },
  'tournaments.not_entered': { code: 6015, status: 422 },
  'tournaments.round_not_open': { code: 6016, status: 422 },
  'tournaments.entry_out': { code: 6017, status: 422 },
  'tournaments.closed': { code: 6018, status: 422 },
  'tournaments.invalid_invite': { code: 6019, status: 422 },
  'tournaments.round_already_played': { code: 6020, status: 422 },
  'tournaments.not_in_review': { code: 6021, status: 422 },
  'tournaments.already_invited': { code: 6022, status: 409 },
  // Divisions and the leaderboard's readings (decisions 0098, 0099).
  'tournaments.invalid_divisions': { code: 6023, status: 422 },
  'tournaments.divisions_overlap': { code: 6024, status: 422 },
  'tournaments.no_division': { code: 6025, status: 422 },
  'tournaments.division_required': { code: 6026, status: 422 },
  'tournaments.unknown_division': { code: 6027, status: 422 },
  'tournaments.other_division': { code: 6028, status: 422 },
  /** The reason stored on an entry a launch over its division's ball-speed cap disqualified. */
  'tournaments.ball_speed_over_cap': { code: 6029, status: 422 },
  // Staff editing the tee sheet (6030–6039; docs/tournaments.md#tee-sheet-edits).
  'tournaments.tee_sheet_not_assigned': { code: 6030, status: 422 },
  'tournaments.tee_round_started': { code: 6031, status: 422 },
  'tournaments.tee_time_outside_window': { code: 6032, status: 422 },
  'tournaments.tee_time_off_interval': { code: 6033, status: 422 },
  'tournaments.tee_group_full': { code: 6034, status: 422 },
  'tournaments.tee_same_time': { code: 6035, status: 422 },
  // Entering without having set up 2FA: not 100, which asks a signing-in client for its code.
  'tournaments.two_factor_required': { code: 6040, status: 403 },

  // Friends (7001–7999): friend requests.
  'friends.already_requested': { code: 7001, status: 409 },
  'friends.max_pending': { code: 7002, status: 422 },
  'friends.no_pending_request': { code: 7003, status: 404 },
  // Ours (docs/friends-and-reports.md): asking oneself, someone unknown, or removing a non-friend.
  'friends.cannot_befriend_self': { code: 7004, status: 422 },
  'friends.already_friends': { code: 7005, status: 409 },
  'friends.not_friends': { code: 7006, status: 404 },
  'friends.user_not_found': { code: 7007, status: 404 },

  // Other (9001–9999): vouchers, leaderboards, reports, wagering, and client-side failures
  // (the last three are raised by the clients, not the API; their status is nominal).
  // "Something went wrong" is general.something_went_wrong above.
  'other.invalid_voucher_code': { code: 9001, status: 422 },
  'other.invalid_leaderboard': { code: 9002, status: 422 },
  'other.invalid_report_entity_type': { code: 9003, status: 422 },
  'other.wagering_restricted': { code: 9004, status: 403 },
  'other.could_not_load_data': { code: 9005, status: 503 },
  'other.invalid_server_data': { code: 9006, status: 502 },
  'other.game_unreachable': { code: 9007, status: 503 },
  'other.voucher_handled_by_redeemer': { code: 9008, status: 403 },
  // A real code that someone has redeemed already: not "invalid", which would send the player to retype it.
  'other.voucher_already_used': { code: 9009, status: 409 },
  // Abuse reports and feedback (docs/friends-and-reports.md): once per reporter, thing and day;
  // staff handle a report once; only some kinds of content can be hidden.
  'other.report_already_filed': { code: 9010, status: 429 },
  'other.report_entity_not_found': { code: 9011, status: 404 },
  'other.report_already_handled': { code: 9012, status: 409 },
  'other.report_cannot_hide': { code: 9013, status: 422 },
  'other.report_self': { code: 9014, status: 422 },

  // Real-time (8001–8999): channel authorization and the Pusher HTTP trigger API. Trigger failures are
  // answered to other servers (a game server), never to the player apps, so 401 is safe there.
  'realtime.channel_forbidden': { code: 8001, status: 403 },
  'realtime.unknown_app': { code: 8002, status: 404 },
  'realtime.invalid_signature': { code: 8003, status: 401 },
  'realtime.timestamp_expired': { code: 8004, status: 401 },
  'realtime.body_md5_mismatch': { code: 8005, status: 401 },
  // Pusher HTTP API channel queries: user counts and member lists exist for presence channels only.
  'realtime.presence_only': { code: 8006, status: 400 },

  // Launch monitors (10001–10999): pairing a GSPro Open Connect connector and the replies it gets (those
  // are sent over the connector's own socket as 501 replies; the HTTP status is for the pairing API).
  'launch_monitor.invalid_pairing_code': { code: 10001, status: 422 },
  'launch_monitor.connection_not_found': { code: 10002, status: 404 },
  'launch_monitor.malformed_message': { code: 10003, status: 400 },
  'launch_monitor.message_too_large': { code: 10004, status: 413 },
  'launch_monitor.invalid_shot': { code: 10005, status: 422 },
  'launch_monitor.not_paired': { code: 10006, status: 409 },
  'launch_monitor.too_many_messages': { code: 10007, status: 429 },

  // Files (11001–11999): uploads (the type is read from the content, never the name) and signed download links.
  'files.missing_file': { code: 11001, status: 400 },
  'files.empty_file': { code: 11002, status: 422 },
  'files.unsupported_type': { code: 11003, status: 415 },
  'files.too_large': { code: 11004, status: 413 },
  'files.unreadable_image': { code: 11005, status: 422 },
  'files.invalid_download_link': { code: 11006, status: 403 },
  'files.download_link_expired': { code: 11007, status: 410 },
  'files.range_not_satisfiable': { code: 11008, status: 416 },
  // The game download (docs/distribution.md): no version marked latest, or the latest has no build.
  'files.no_game_release': { code: 11009, status: 404 },
  'files.no_game_build': { code: 11010, status: 404 },
  'files.avatar_changed_too_often': { code: 11011, status: 429 },

  // Content (12001–12999): hardware devices, courses and the FAQ (docs/content.md).
  'content.hardware_version_taken': { code: 12001, status: 409 },
  'content.unknown_hardware': { code: 12002, status: 422 },
  'content.course_has_rounds': { code: 12003, status: 409 },
  'content.course_in_map_packs': { code: 12004, status: 409 },
  'content.course_in_game_id_taken': { code: 12005, status: 409 },

  // Game environment (13001–13999). The game update, 13001–13009: the steps as the game shell reports them
  // (docs/game-shell.md). Raised on the device, never by the API; the status says what kind of failure it is.
  'game.download_failed': { code: 13001, status: 502 },
  'game.unzip_failed': { code: 13002, status: 422 },
  'game.setup_failed': { code: 13003, status: 500 },
  'game.start_failed': { code: 13004, status: 500 },
  'game.disk_full': { code: 13005, status: 507 },
  'game.shell_busy': { code: 13006, status: 409 },
  'game.shell_unsupported': { code: 13007, status: 501 },
  'game.shell_timeout': { code: 13008, status: 504 },
  // Offline play, 13010–13024 (docs/offline-play.md).
  'offline.feature_required': { code: 13010, status: 403 },
  'offline.course_changed': { code: 13011, status: 409 },
  'offline.round_conflict': { code: 13012, status: 409 },
  'offline.invalid_stroke': { code: 13013, status: 422 },
  'offline.round_unfinished': { code: 13014, status: 422 },
  'offline.holes_not_in_group': { code: 13020, status: 422 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorKey = keyof typeof errorDefinitions;

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(errorDefinitions, key);
}
