// expect: fail -- GLSL 1.50 (compatibility) section 4.1.7: samplers are uniforms or function parameters only
#version 150 compatibility
void main() {
    sampler2D t;
}
