// expect: compile -- GLSL ES 1.00 section 6: an empty statement
#version 100
precision mediump float;
void main() {
    ;;
}
