// expect: fail -- GLSL 1.30 section 4.3.5: uniforms are read-only
#version 130
uniform float u;
void main() {
    u = 1.0;
}
