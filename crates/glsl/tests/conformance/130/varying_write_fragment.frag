// expect: fail -- GLSL 1.30 section 4.3.6: a fragment shader cannot write a varying
#version 130
varying vec4 g_v;
void main() {
    g_v = vec4(0.0);
}
