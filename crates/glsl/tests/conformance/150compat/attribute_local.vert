// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: attributes are declared at global scope only
#version 150 compatibility
void main() {
    attribute vec4 p;
}
