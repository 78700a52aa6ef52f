import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The simple page body shared by the informational pages: title, text and actions. */
export function PageCard({
  testId,
  title,
  body,
  actions,
  children,
}: {
  testId: string;
  /** i18n key */
  title: string;
  /** i18n key */
  body?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {body && <Typography variant="body1">{translate(body)}</Typography>}
        {children}
      </CardContent>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
