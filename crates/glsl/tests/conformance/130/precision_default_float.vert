// expect: compile -- GLSL 1.30 section 4.5.3: precision statements exist in GLSL ES and from GLSL 1.30
#version 130
precision highp float;
precision mediump int;
void main() {}
