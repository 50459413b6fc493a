// expect: fail -- GLSL 1.20 section 4.3.5: uniforms are read-only
#version 120
uniform float u;
void main() {
    u = 1.0;
}
