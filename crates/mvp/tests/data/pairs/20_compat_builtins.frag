#version 120
uniform sampler2D tex;
void main() {
    gl_FragColor = gl_Color + texture2D(tex, gl_Color.st) * gl_FogFragCoord;
}
