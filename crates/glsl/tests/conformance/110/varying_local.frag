// expect: fail -- GLSL 1.10 section 4.3.6: varyings are declared at global scope only
#version 110
void main() {
    varying vec4 a;
}
