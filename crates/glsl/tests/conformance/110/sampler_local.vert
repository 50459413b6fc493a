// expect: fail -- GLSL 1.10 section 4.1.7: samplers are uniforms or function parameters only
#version 110
void main() {
    sampler2D t;
}
