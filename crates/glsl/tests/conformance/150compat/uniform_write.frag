// expect: fail -- GLSL 1.50 (compatibility) section 4.3.5: uniforms are read-only
#version 150 compatibility
uniform float u;
void main() {
    u = 1.0;
}
