import { useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { FieldTitle, HttpError, useInput, useTranslate, type InputProps } from 'react-admin';
import { imageVariantUrl, isImageUrl } from '@golf/contracts';
import { createHttpClient } from '../api/http';
import { tokenStore } from '../api/token';
import { uploadImage } from '../api/uploads';
import { i18nProvider } from '../i18n';

const http = createHttpClient({ getToken: () => tokenStore.get(), getLocale: () => i18nProvider.getLocale() });
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * An image field: upload a file (the server checks it and answers its address) or type an https
 * address, with a preview. The value is the address, as the API's image fields hold it; an
 * uploaded image previews from its 320-pixel variant. Works alone or inside a SimpleFormIterator.
 */
export function ImageInput(props: InputProps & { emptyAsNull?: boolean }) {
  const { emptyAsNull = true, disabled = false, ...rest } = props;
  // Disabled (a read-only record): shown, neither typed in nor uploaded to.
  const inputProps = { ...rest, disabled };
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({
    ...inputProps,
    parse: (value: string) => (emptyAsNull && value === '' ? null : value),
  });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const shown = value.trim();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const image = await uploadImage(http, file, file.name);
      field.onChange(image.url);
    } catch (error) {
      // The server's message, in the UI language: the type it read, or the limit.
      setUploadError(error instanceof HttpError ? translate(error.message, { _: error.message }) : String(error));
    } finally {
      setUploading(false);
    }
  }

  const validationError = fieldState.invalid && fieldState.error?.message ? translate(fieldState.error.message) : null;
  const testId = `image-input-${inputProps.source || 'item'}`;
  return (
    <Stack spacing={1} sx={{ my: 1, minWidth: 280 }} data-testid={testId}>
      <TextField
        id={id}
        label={
          <FieldTitle
            label={inputProps.label}
            source={inputProps.source}
            resource={inputProps.resource}
            isRequired={isRequired}
          />
        }
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        name={field.name}
        size="small"
        disabled={disabled}
        error={Boolean(validationError || uploadError)}
        helperText={uploadError ?? validationError ?? translate('app.image_input.help')}
        slotProps={{ htmlInput: { 'data-testid': 'image-input-url' } }}
      />
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={uploading || disabled}
        >
          {translate(uploading ? 'app.image_input.uploading' : 'app.image_input.upload')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            onChange={onFile}
            data-testid="image-input-file"
          />
        </Button>
        {uploading && <CircularProgress size={18} />}
        {shown && !disabled && (
          <Button size="small" onClick={() => field.onChange(emptyAsNull ? null : '')}>
            {translate('app.image_input.remove')}
          </Button>
        )}
      </Stack>
      {shown && isImageUrl(shown) && (
        <Box
          component="img"
          src={imageVariantUrl(shown, 320)}
          alt={translate('app.image_input.preview')}
          data-testid="image-input-preview"
          sx={{ maxHeight: 120, maxWidth: 240, borderRadius: 1, objectFit: 'cover', alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
