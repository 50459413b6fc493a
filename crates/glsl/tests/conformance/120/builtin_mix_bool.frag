// expect: fail -- GLSL 1.20 section 8: `mix` (this overload) is a built-in from GLSL 1.30
#version 120
float g_ip;
void main() {
    float r = mix(0.0, 1.0, true);
}
