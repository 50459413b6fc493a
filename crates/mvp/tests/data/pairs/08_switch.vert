#version 330 core
in vec4 aPos;
uniform int mode;
flat out int vMode;
out vec4 vColor;
void main() {
    vec4 c = vec4(0.0);
    switch (mode) {
    case 0: c = vec4(1.0, 0.0, 0.0, 1.0); break;
    case 1:
    case 2: c.g = 1.0;
    case 3: c.b = 0.5; break;
    case -4: c = aPos; break;
    default: c = vec4(float(mode));
    }
    vMode = mode * 3;
    vColor = c;
    gl_Position = aPos;
}
