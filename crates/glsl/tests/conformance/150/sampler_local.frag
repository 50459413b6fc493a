// expect: fail -- GLSL 1.50 section 4.1.7: samplers are uniforms or function parameters only
#version 150 core
void main() {
    sampler2D t;
}
