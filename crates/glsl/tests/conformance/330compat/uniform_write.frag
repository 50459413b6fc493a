// expect: fail -- GLSL 3.30 (compatibility) section 4.3.5: uniforms are read-only
#version 330 compatibility
uniform float u;
void main() {
    u = 1.0;
}
