// expect: fail -- GLSL 3.30 section 4.3.5: uniforms are read-only
#version 330 core
uniform float u;
void main() {
    u = 1.0;
}
