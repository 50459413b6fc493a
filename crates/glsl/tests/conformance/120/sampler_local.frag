// expect: fail -- GLSL 1.20 section 4.1.7: samplers are uniforms or function parameters only
#version 120
void main() {
    sampler2D t;
}
