// expect: fail -- GLSL 1.50 (compatibility) section 4.3.6: varyings are declared at global scope only
#version 150 compatibility
void main() {
    varying vec4 a;
}
