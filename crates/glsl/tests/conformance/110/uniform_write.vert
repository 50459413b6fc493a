// expect: fail -- GLSL 1.10 section 4.3.5: uniforms are read-only
#version 110
uniform float u;
void main() {
    u = 1.0;
}
