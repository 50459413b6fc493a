// expect: fail -- GLSL 1.50 section 4.3.5: uniforms are read-only
#version 150 core
uniform float u;
void main() {
    u = 1.0;
}
