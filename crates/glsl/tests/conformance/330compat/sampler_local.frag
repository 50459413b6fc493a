// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: samplers are uniforms or function parameters only
#version 330 compatibility
void main() {
    sampler2D t;
}
