// expect: fail -- GLSL 1.30 section 4.1.7: samplers are uniforms or function parameters only
#version 130
void main() {
    sampler2D t;
}
