import type { ErrorKey } from '../errors';
import { clientErrorMessages } from './en-client-errors';

/** Every error's English message (the `errors` section of the catalogue). */
export const errorMessages = {
  'general.something_went_wrong': 'Something went wrong. Please try again.',
  'general.validation_failed': 'The given data was invalid.',
  'general.not_found': 'The requested resource could not be found.',
  'general.method_not_allowed': 'The :method method is not supported for this route. Supported methods: :allowed.',
  'general.malformed_json': 'The request body is not valid JSON.',
  'general.payload_too_large':
    'The request body is larger than the limit of {limit, plural, one {# byte} other {# bytes}}.',
  'general.unsupported_api_version': 'API version :version is not supported. Supported versions: :supported.',
  'general.unsupported_media_type': 'The content type :type is not supported.',
  'general.too_many_requests': 'Too many requests. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'general.service_unavailable': 'The service is unavailable right now.',
  'general.bad_request': 'The request could not be understood.',
  'general.headers_too_large': 'The request line or headers are larger than the server accepts.',
  'general.request_timeout': 'The request took too long to arrive.',
  'general.json_too_deep': 'The request body nests deeper than {limit, plural, one {# level} other {# levels}}.',
  'general.malformed_url': 'The request address is not correctly encoded.',
  'general.uri_too_long': 'A part of the request address is longer than the server accepts.',
  'general.metrics_token_required': 'The metrics need their token: Authorization: Bearer <METRICS_TOKEN>.',
  'general.number_out_of_range': 'A number is larger than the platform can store. Use a smaller value.',

  'rounds.cannot_join_wager_round':
    'You cannot join this wager round. Wager rounds need two-factor authentication and may be unavailable in your country or state.',
  'auth.two_factor_required': 'Two-factor authentication is required. Enter the verification code to continue.',
  'auth.invalid_two_factor': 'The two-factor code is invalid or has expired. Please try again.',

  'auth.credentials_do_not_match': 'These credentials do not match our records.',
  'auth.too_many_login_attempts':
    'Too many login attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  'auth.missing_license': 'You do not have a license for this product. Activate your license and try again.',
  'auth.user_not_found': 'No account was found with these details.',
  'auth.user_disabled': 'This account has been disabled. Please contact support.',
  'auth.invalid_credentials': 'The email address or password is incorrect.',
  'auth.invalid_email': 'The email address is badly formatted.',
  'auth.wrong_password': 'The password is wrong, or this account has no password.',
  'auth.weak_password': 'The password is too weak. Use at least 8 characters.',
  'auth.email_already_in_use': 'This email address is already in use by another account.',
  'auth.passwords_do_not_match': 'The passwords do not match.',
  'auth.emails_do_not_match': 'The email addresses do not match.',
  'auth.reset_email_failed': 'We could not send the password reset email. Please try again later.',
  'auth.reset_failed': 'The password could not be reset. Please request a new reset link.',
  'auth.invalid_device_name': 'The device name is not valid.',
  'auth.invalid_token': 'The token is invalid or has expired.',
  'auth.game_identifier_failed':
    'The game could not generate an identifier for this device. Please restart the game and try again.',
  'auth.unauthorized': 'You need to sign in to do that.',
  'auth.insufficient_permissions': 'You do not have permission to do that.',
  'auth.invalid_verification_code': 'The verification code is invalid.',
  'auth.too_many_attempts': 'Too many attempts. Please wait a while and try again.',
  'auth.phone_already_enrolled': 'This phone number is already enrolled as a second factor.',
  'auth.email_not_verified':
    'Your email address has not been verified. Please check your inbox for the verification link.',
  'auth.verification_code_send_failed': 'We could not send the verification code. Please try again.',
  'auth.verified_email_required': 'You need to verify your email address before you can do that.',
  'auth.verification_email_throttled':
    'A verification email can only be sent once a minute. Please wait a moment and try again.',
  'auth.password_unchanged': 'The new password must be different from your current password.',
  'auth.reset_link_used':
    'This reset link has been used already. Ask for a new one if you need to reset your password again.',
  'auth.untrusted_origin':
    'This server does not accept sign-ins from the address this page was opened at. Open the app at the address its operator gave (APP_URL), or ask them to allow this one (CORS_ORIGINS).',

  'auth.session_ended_password_changed':
    'You were signed out because your password was changed. Sign in with the new password.',

  'users.account_disabled': 'This account is disabled.',
  'users.already_disabled': 'This account is already disabled.',
  'users.not_disabled': 'This account is not disabled.',
  'users.purchase_limit_waiting_period':
    'Your purchase limit cannot be raised or removed yet. Please wait until the waiting period has passed.',
  'users.missing_software_download': 'This account does not include the software download.',
  'users.cannot_disable_self': 'You cannot disable or enable your own account.',
  'users.administrator_protected': "Only an administrator can change an administrator's account.",
  'users.last_administrator':
    'This is the last administrator: the administrator role cannot be removed until someone else holds it.',
  'users.administrator_role_fixed':
    'The administrator role always holds every ability, so its abilities cannot be changed.',
  'users.cannot_act_on_self':
    'You cannot change your own wallet, feature unlocks, subscriptions or roles in the back-office. Ask another staff member.',
  'users.system_account':
    "This is a system account that holds the platform's fees. Staff can view it but cannot edit, suspend, give roles or permissions to, credit or notify it.",
  'users.session_ended_suspended':
    'You were signed out because your account has been suspended. If you think this is a mistake, please contact support. Reason: :reason',

  'strokes.pending_stroke': 'A stroke is still being processed. Please wait for it to finish.',
  'strokes.invalid_hole': 'Invalid hole: this is not a hole you can play now in this round.',
  'strokes.mulligan_not_possible': 'A mulligan is not possible right now.',
  'strokes.no_ongoing_round': 'You are not playing a round right now. Start or resume a round first.',
  'strokes.concede_not_on_green': 'A putt can be conceded only once the ball is on the green.',

  'rounds.friend_lacks_feature':
    ':name does not have the :feature feature this round needs. A subscription or a feature unlock that includes it opens it.',
  'rounds.gimme_distance_not_on_mobile': 'Gimme distance cannot be set on mobile.',
  'rounds.tournament_started': 'The tournament has already started.',
  'rounds.unplayable_state': 'The round cannot be played in its current state.',
  'rounds.not_allowed': 'Not allowed: you cannot do that here.',
  'rounds.max_players_reached': 'The round has reached its maximum number of players.',
  'rounds.cannot_join': 'You cannot join this round.',
  'rounds.hardware_mismatch': 'Your hardware is not allowed in this round.',
  'rounds.hardware_required': 'Please select the hardware you are playing with.',
  'rounds.already_joined': 'You have already joined this round.',
  'rounds.hole_required': 'Select at least one hole.',
  'rounds.connected_to_other_game': "You are connected to another player's game. Disconnect from it first.",
  'rounds.too_few_players_for_match_play': 'Match play needs at least two players.',
  'rounds.user_already_local': 'This player is already playing locally in the round.',
  'rounds.invalid_invite': 'This invitation is invalid or has expired.',
  'rounds.single_player_wager': 'A wager round needs more than one player.',
  'rounds.course_unavailable':
    'The course is missing, is an old version or needs to be downloaded. Please download the latest version of the course.',
  'rounds.no_tokens': 'You do not have enough tokens for this round.',
  'rounds.wager_limit_reached':
    'You have reached your wager limit: your open wagers may hold at most :limit at a time, and this stake would make them :total.',
  'rounds.wager_restricted':
    'You are restricted from wager rounds. Set up two-factor authentication to take part. Wagering may be unavailable in some countries and US states.',
  'rounds.only_host_can_invite': 'Only the host can invite players to this round.',
  'rounds.title_required': 'Please give the round a title.',
  'rounds.round_full': 'This round is full.',
  'rounds.joined_locally': 'You have already joined this round locally.',
  'rounds.closed': 'This round is closed.',
  'rounds.unavailable': 'This round is no longer available.',
  'rounds.already_started': 'The round has already started.',
  'rounds.host_cannot_leave': 'The host cannot leave the round. Cancel it instead.',
  'rounds.unknown_join_code': 'No round has this join code. Check the code and try again.',
  'rounds.wager_feature_required': 'Wager rounds need the Coin wagering feature.',
  'rounds.wager_not_in_review': 'This round is not waiting for a wager review.',
  'rounds.title_too_long': 'The title may be at most {max, plural, one {# character} other {# characters}} long.',

  'store.max_quantity_reached': 'You have reached the maximum quantity of this product.',
  'store.insufficient_funds': 'You do not have enough funds for this purchase.',
  'store.purchase_limit_reached': 'You have reached your monthly purchase limit.',
  'store.purchase_not_authorized': 'This purchase was not authorized.',
  'store.out_of_stock': 'This product is sold out.',
  'store.coins_already_spent': 'This order cannot be refunded: the coins it bought have already been spent.',
  'store.invalid_order_state': 'The order cannot be :action while it is :status.',
  'store.not_purchasable': 'This product cannot be bought here.',
  'store.plan_already_active': 'You already have :plan. You can buy it again when it ends.',
  'store.checkout_already_open':
    'You already have a checkout open for :plan. Finish the payment or cancel it before buying again.',
  'store.plan_is_legacy':
    'This is the legacy plan (setting legacy_subscription_id): it marks legacy users, so it cannot be deleted.',
  'store.plan_has_orders':
    'This plan has been ordered, and orders keep the plan they bought, so it cannot be deleted. Retire its prices to stop selling it.',
  'store.plan_has_subscribers':
    'Users hold or have held this plan, so it cannot be deleted. Retire its prices to stop selling it.',
  'store.adjustment_exceeds_balance': 'The debit is more than the wallet holds: a balance cannot go below zero.',
  'store.balance_limit_reached':
    'This would take the wallet above the largest balance it can hold (:max). Nothing was changed.',
  'store.idempotency_key_reused':
    'This idempotency key was already used for something else (another purchase, or another wallet adjustment). Nothing was changed: use a new key.',
  'store.map_pack_in_use':
    'The map pack cannot be removed while store products sell it (product :products). Point them at another map pack first.',
  'store.map_pack_owned':
    'The map pack cannot be removed while players own it (:owners). Stop selling it instead: removing it would take their courses away.',
  'store.exchange_rate_missing':
    'Purchases in :currency cannot be counted against your monthly purchase limit yet, so this one was not made. Choose a price in another currency or try again later.',
  'store.staff_credit_cap_exceeded':
    'Staff may credit at most {max, plural, one {# token} other {# tokens}} a day without an administrator, and {remaining, plural, one {# is} other {# are}} left today. Ask an administrator, or credit less.',

  'clubs.not_invited': 'You have not been invited to this club.',
  'clubs.closed': 'This club is not accepting new members.',
  'clubs.already_joined': 'You are already a member of this club.',
  'clubs.member_not_pending': 'This membership is not pending.',
  'clubs.administrator_required': 'A club must have at least one administrator.',
  'clubs.cannot_assign_role': 'You cannot assign this role.',
  'clubs.user_not_member': 'This user is not a member of the club.',
  'clubs.insufficient_funds': 'You do not have enough funds to create a club.',
  'clubs.max_active_clubs_reached': 'You have reached the maximum number of active clubs.',
  'clubs.members_only': 'Only members of this club can see this.',
  'clubs.administrators_only': "Only the club's administrators can do this.",
  'clubs.moderators_only': "Only the club's administrators and moderators can do this.",
  'clubs.insufficient_funds_to_join': 'You need :tokens to pay the member fee of this club.',
  'clubs.already_invited': 'This player has already been invited to the club.',
  'clubs.name_taken': 'A club with this name already exists.',
  'clubs.cannot_remove_post': "Only the author or the club's administrators and moderators can remove this.",
  'clubs.round_not_shareable': 'Only the host can share a round with a club, and only before it starts.',

  'tournaments.changes_not_allowed': 'This tournament can no longer be changed.',
  'tournaments.max_rounds': 'The tournament has reached its maximum number of rounds.',
  'tournaments.settings_mismatch': 'The round settings must match the previous round.',
  'tournaments.round_date': 'Each round must start after the previous round.',
  'tournaments.handicap_too_high': 'Your handicap is too high for this tournament.',
  'tournaments.hardware_not_allowed': 'Your hardware is not allowed in this tournament.',
  'tournaments.invalid_winning_logic': 'The winning logic is not valid for this tournament.',
  'tournaments.last_round_unplayed': 'The last round has not been played yet.',
  'tournaments.missing_course': 'Every tournament round needs a course.',
  'tournaments.not_open': 'This tournament is not open for entries.',
  'tournaments.full': 'This tournament has no places left.',
  'tournaments.already_entered': 'You have already entered this tournament.',
  'tournaments.feature_required':
    'Entering tournaments needs the Tournaments feature. A subscription or a feature unlock that includes it opens it.',
  'tournaments.no_tokens': 'You do not have enough tokens for the entry fee.',
  'tournaments.not_entered': 'You have not entered this tournament.',
  'tournaments.round_not_open': 'This tournament round cannot be played now.',
  'tournaments.entry_out': 'Your entry can no longer play: it missed the cut, was withdrawn or was disqualified.',
  'tournaments.closed': 'This tournament is finished or cancelled.',
  'tournaments.invalid_invite': 'This tournament invite is not valid.',
  'tournaments.round_already_played': 'You have already played this tournament round.',
  'tournaments.not_in_review': 'This round is not waiting for review.',
  'tournaments.already_invited': 'This player is already invited or entered.',
  'tournaments.invalid_divisions':
    "Each division needs either a handicap range or a ball-speed cap, and all of a tournament's divisions must be of the same kind.",
  'tournaments.divisions_overlap': 'The handicap ranges of the divisions overlap.',
  'tournaments.no_division': "Your handicap fits none of this tournament's divisions.",
  'tournaments.division_required': "Choose one of this tournament's divisions.",
  'tournaments.unknown_division': 'This tournament has no such division.',
  'tournaments.other_division': 'You play in another division.',
  'tournaments.ball_speed_over_cap': "A launch at :speed m/s went over the division's ball-speed cap of :cap m/s.",
  'tournaments.tee_sheet_not_assigned': 'This tournament uses a play window: there is no tee sheet to change.',
  'tournaments.tee_round_started': 'This round has started: its tee sheet can no longer change.',
  'tournaments.tee_time_outside_window': "The tee time must be inside the round's window.",
  'tournaments.tee_time_off_interval': 'The tee time must fall on the tee interval of the round.',
  'tournaments.tee_group_full': 'That group is full.',
  'tournaments.tee_same_time': 'These players already tee off at that time.',
  'tournaments.two_factor_required':
    'Entering tournaments needs two-factor authentication. Turn it on in your profile, then enter again.',

  'friends.already_requested': 'You have already sent a friend request to this player.',
  'friends.max_pending':
    'You can have at most {max, plural, one {# pending friend request} other {# pending friend requests}}.',
  'friends.no_pending_request': 'There is no pending friend request.',
  'friends.cannot_befriend_self': 'You cannot send a friend request to yourself.',
  'friends.already_friends': 'You are already friends with this player.',
  'friends.not_friends': 'This player is not your friend.',
  'friends.user_not_found': 'That player does not exist.',

  'other.invalid_voucher_code': 'The voucher code is invalid.',
  'other.invalid_leaderboard': 'The leaderboard is invalid.',
  'other.invalid_report_entity_type': 'This kind of item cannot be reported.',
  'other.report_already_filed': 'You have already reported this today.',
  'other.report_entity_not_found': 'The reported item does not exist.',
  'other.report_already_handled': 'This report has already been handled.',
  'other.report_cannot_hide': 'This kind of item cannot be hidden.',
  'other.report_self': 'You cannot report yourself.',
  'other.wagering_restricted': 'Wagering is restricted for this user.',
  ...clientErrorMessages,
  'other.voucher_handled_by_redeemer':
    'You created or looked up this voucher in the back-office, so you cannot redeem it yourself. Give it to the player it is for.',
  'other.voucher_already_used': 'This voucher code has already been used.',

  'realtime.channel_forbidden': 'You may not subscribe to the channel :channel.',
  'realtime.unknown_app': 'There is no real-time app with the id :app_id.',
  'realtime.invalid_signature': 'The request signature is invalid.',
  'realtime.timestamp_expired':
    'The auth_timestamp is more than {seconds, plural, one {# second} other {# seconds}} away from the server time.',
  'realtime.body_md5_mismatch': 'The body_md5 does not match the request body.',
  'realtime.presence_only': ':info is only available for presence channels.',

  'launch_monitor.invalid_pairing_code': 'The pairing code is wrong or has expired. Ask the game for a new one.',
  'launch_monitor.connection_not_found': 'That launch monitor is no longer connected, or is already paired.',
  'launch_monitor.malformed_message': 'The message is not a JSON object.',
  'launch_monitor.message_too_large':
    'The message is longer than {max, plural, one {# character} other {# characters}}.',
  'launch_monitor.invalid_shot': 'The shot data are not valid (:detail).',
  'launch_monitor.not_paired':
    'This launch monitor is not paired with a player. Pair it in the game: use the pairing code as the DeviceID, or send {"PairingCode":"<code>"}.',
  'launch_monitor.too_many_messages': 'Too many messages are waiting (at most :max). Send one shot at a time.',
  'content.hardware_version_taken':
    'Another hardware device already has the hardware version ":version" (letter case does not count).',
  'content.unknown_hardware':
    'No hardware device has the hardware version ":version". Choose one of the hardware devices staff have added.',
  'content.course_has_rounds':
    'The course cannot be deleted: {rounds, plural, one {# round is} other {# rounds are}} played on it. Keep it, or stop offering it (it is no default course and no map pack holds it).',
  'content.course_in_map_packs':
    'The course cannot be deleted while map packs hold it (:map_packs). Take it out of those map packs first.',
  'content.course_in_game_id_taken': 'Another course already has the in-game id ":in_game_id".',
  'offline.feature_required':
    'Playing offline needs the Offline feature. A subscription or a feature unlock that includes it opens it; until then, play online.',
  'offline.course_changed':
    'The course :course changed after this round was played offline, so it cannot be recorded on it. The round stays on this device.',
  'offline.round_conflict':
    'This offline round was already recorded with other strokes (from another device or browser). The recorded round is kept, and so is this copy on this device.',
  'offline.invalid_stroke':
    'Stroke :stroke of the offline round is not one the round allows: it is not on the hole being played, comes after the last hole, or is a mulligan the round does not allow. Nothing was recorded.',
  'offline.round_unfinished':
    'The offline round is not finished: hole :hole has no end. Only finished rounds are recorded; finish it on the device.',
  'offline.holes_not_in_group':
    'The holes of the offline round are not the holes its hole group plays on this course. Nothing was recorded.',
  'files.missing_file': 'Attach the file in the multipart field "file".',
  'files.empty_file': 'The file is empty.',
  'files.unsupported_type':
    'This file is not one of the accepted types (:types). The type is read from the file itself, not its name.',
  'files.too_large': 'The file is larger than the limit of :limit for this kind of upload.',
  'files.unreadable_image': 'The image could not be read: it is damaged, incomplete or too large in pixels.',
  'files.invalid_download_link': 'This download link is not valid.',
  'files.download_link_expired': 'This download link has expired. Ask for a new one.',
  'files.range_not_satisfiable':
    'The requested range starts past the end of the file ({size, plural, one {# byte} other {# bytes}}).',
  'files.no_game_release': 'No game version has been released yet.',
  'files.no_game_build': 'The latest game version has no download yet.',
  'files.avatar_changed_too_often':
    'You have changed your avatar {max} times in the last hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
} satisfies Record<ErrorKey, string>;
