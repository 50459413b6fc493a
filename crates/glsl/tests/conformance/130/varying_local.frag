// expect: fail -- GLSL 1.30 section 4.3.6: varyings are declared at global scope only
#version 130
void main() {
    varying vec4 a;
}
