// expect: fail -- GLSL 1.40 section 4.3.5: uniforms are read-only
#version 140
uniform float u;
void main() {
    u = 1.0;
}
