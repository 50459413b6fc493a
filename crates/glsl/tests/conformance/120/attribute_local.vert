// expect: fail -- GLSL 1.20 section 4.3.4: attributes are declared at global scope only
#version 120
void main() {
    attribute vec4 p;
}
